/** Wire types of the package manager (`/administration/packages/*`) and the package file itself. */

export type PackageItemKind = 'flow' | 'component' | 'grammar' | 'language';

/** A flow or component in a package: its newest content and the names of what it uses. */
export interface PackageScript {
  name: string;
  description: string;
  channels: number;
  /** Language code, if the script has one. */
  language: string | null;
  content: Record<string, unknown>;
  components: string[];
  grammars: string[];
}

export interface PackageGrammar {
  name: string;
  description: string;
  kind: 'keywords' | 'regex' | 'srgs';
  content: string;
  language: string | null;
}

interface PackageLanguage {
  code: string;
  name: string;
  ttsVoice: string | null;
}

export interface PackageItems {
  flows: PackageScript[];
  components: PackageScript[];
  grammars: PackageGrammar[];
  languages: PackageLanguage[];
}

/** The downloadable package file (JSON). */
export interface PackageFile {
  format: 'switchboard-package';
  version: number;
  name: string;
  created: string;
  items: PackageItems;
  /** SHA-256 (hex) of `JSON.stringify(items)` as written. */
  checksum: string;
}

/** What the console selects to create a package. */
export interface PackageSelection {
  name: string;
  flows: number[];
  components: number[];
  grammars: number[];
  languages: string[];
}

/** One entry of a package's contents: selected or pulled in as a dependency of `requiredBy`. */
export interface PackageEntry {
  kind: PackageItemKind;
  name: string;
  selected: boolean;
  requiredBy: string[];
}

/** `POST /administration/packages/resolve`: the selection with its dependencies. */
export interface PackageContents {
  entries: PackageEntry[];
}

/** `POST /administration/packages`: the created package, downloadable at `downloadUrl`. */
export interface CreatedPackage extends PackageContents {
  id: number;
  fileName: string;
  downloadUrl: string;
  bytes: number;
}

/** A package file as uploaded: its name and its text. */
export interface PackageUpload {
  fileName: string;
  content: string;
}

/** `POST /administration/packages/install/preview`: what installing would add or replace. */
export interface PackagePreview {
  name: string;
  version: number;
  changes: { kind: PackageItemKind; name: string; action: 'add' | 'replace' | 'keep' }[];
}

/** Catalogue the create page selects from: the tenant's flows, components, grammars and the languages. */
export interface PackageCatalogue {
  flows: { id: number; name: string }[];
  components: { id: number; name: string }[];
  grammars: { id: number; name: string }[];
  languages: { code: string; name: string }[];
}
