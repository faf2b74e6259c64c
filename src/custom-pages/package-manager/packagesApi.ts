import type {
  CreatedPackage,
  PackageCatalogue,
  PackageContents,
  PackagePreview,
  PackageSelection,
  PackageUpload,
} from '../../shared/wire/packages';
import type { BackgroundTask } from '../../shared/wire/home';
import type { ApiFile, ApiRequest } from '../../providers/api/apiRequest';

/** The package manager's calls (SPEC §7 "package create/install"). */
export interface PackagesApi {
  getPackageCatalogue(): Promise<{ data: PackageCatalogue }>;
  /** The selection with its dependencies (what the package will hold). */
  resolvePackage(selection: Omit<PackageSelection, 'name'>): Promise<{ data: PackageContents }>;
  createPackage(selection: PackageSelection): Promise<{ data: CreatedPackage }>;
  downloadPackage(downloadUrl: string): Promise<{ data: ApiFile }>;
  /** Validates an uploaded package and answers what installing it would add or replace. */
  previewPackage(upload: PackageUpload): Promise<{ data: PackagePreview }>;
  installPackage(upload: PackageUpload & { confirmReplace: boolean }): Promise<{ data: BackgroundTask }>;
}

const BASE = '/administration/packages';

export function createPackagesApi(request: ApiRequest): PackagesApi {
  return {
    getPackageCatalogue: async () => ({
      data: await request.json<PackageCatalogue>('GET', `${BASE}/catalogue`),
    }),
    resolvePackage: async (selection) => ({
      data: await request.json<PackageContents>('POST', `${BASE}/resolve`, { body: selection }),
    }),
    createPackage: async (selection) => ({
      data: await request.json<CreatedPackage>('POST', BASE, { body: selection }),
    }),
    downloadPackage: async (downloadUrl) => ({ data: await request.file(downloadUrl) }),
    // Both show refusals beside the upload (the file's problem is the message), not as a notification.
    previewPackage: async (upload) => ({
      data: await request.json<PackagePreview>('POST', `${BASE}/install/preview`, {
        body: upload,
        silent: true,
      }),
    }),
    installPackage: async (upload) => ({
      data: await request.json<BackgroundTask>('POST', `${BASE}/install`, { body: upload, silent: true }),
    }),
  };
}
