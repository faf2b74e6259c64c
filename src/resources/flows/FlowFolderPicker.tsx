import { useTranslate } from 'react-admin';
import type { FieldInputProps } from '../framework/field-views/fieldView';
import { FolderTreePicker } from '../folders/FolderTreePicker';
import { FLOW_FOLDER_TREE } from './flowFolders';

/** The flows' folder tree as a form input (`"component": "flowFolderPicker"`), e.g. the bulk move's target. */
export function FlowFolderPicker(props: FieldInputProps) {
  const translate = useTranslate();
  return (
    <FolderTreePicker
      {...props}
      tree={FLOW_FOLDER_TREE}
      rootName={translate('resources.flows.name', { smart_count: 2 })}
    />
  );
}
