import { KNOWLEDGE_BASE_FILE_MESSAGES } from '../../shared/knowledgeBaseFiles';

/** English texts of knowledge bases, their files and URLs (`resources.knowledgeBases.*`, …). */
export const knowledgeBasesMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    idLanguage: 'Language',
    languageName: 'Language',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    fileCount: 'Files',
    urlCount: 'URLs',
    created: 'Created',
    updated: 'Modified',
  },
  tabs: { overview: 'Overview' },
  sections: { files: 'Files' },
  status: { pending: 'Pending', indexed: 'Indexed', failed: 'Failed' },
  upload: {
    choose: 'Upload a file',
    hint: 'PDF, DOCX, TXT, CSV, MD or HTML, at most %{size} MB',
    uploading: 'Uploading %{name}…',
    ...KNOWLEDGE_BASE_FILE_MESSAGES,
  },
  actions: {
    deleteFile: 'Remove',
    deleteFile_confirm: 'Remove the file %{record} from the knowledge base?',
    deleteFile_done: 'File removed',
    deleteUrl: 'Remove',
    deleteUrl_confirm: 'Stop crawling %{record}?',
    deleteUrl_done: 'URL removed',
    remove: 'Remove',
    remove_confirm: 'Remove the knowledge base %{record} with its files and URLs?',
    remove_done: 'Knowledge base removed',
  },
};

export const knowledgeBaseFilesMessages = {
  fields: {
    id: 'ID',
    idKnowledgeBase: 'Knowledge base',
    fileName: 'File',
    mimeType: 'Type',
    sizeBytes: 'Size (bytes)',
    status: 'Status',
    uploaded: 'Uploaded',
  },
  actions: { upload: 'Upload', upload_done: 'File %{record} uploaded' },
};

export const knowledgeBaseUrlsMessages = {
  fields: {
    id: 'ID',
    idKnowledgeBase: 'Knowledge base',
    url: 'URL',
    crawlDepth: 'Crawl depth',
    status: 'Status',
    lastCrawled: 'Last crawled',
    created: 'Added',
  },
};
