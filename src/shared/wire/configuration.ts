/** One problem of a configuration file: its JSON path ('' for the whole file) and a plain message. */
export interface ConfigProblem {
  path: string;
  message: string;
}

/** A resource or page file (`pages/{file}`) of the configuration directory and whether it is in use (`problems` empty). */
export interface ConfigFileState {
  file: string;
  problems: ConfigProblem[];
}

/** Where the core API answers the file states (`ConfigFilesResponse`). */
export const CONFIGURATION_FILES_PATH = '/home/configuration-files';

/** `GET /home/configuration-files`: the state of every file, for users who may configure. */
export interface ConfigFilesResponse {
  files: ConfigFileState[];
}

/** Who may see the configuration's problems: those who may configure the console (its theme). */
export const CONFIGURE_PERMISSION = { area: 'Settings', action: 'modify-theme' } as const;

/** The hub's `ConfigurationChanged` payload: the files now in use (page files as `pages/{file}`). */
export interface ConfigurationChange {
  files: string[];
}
