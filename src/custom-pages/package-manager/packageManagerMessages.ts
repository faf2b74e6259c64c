/** English texts of the package manager (`app.packageManager.*`) but its titles (menus: `en.ts`). */
export const packageManagerMessages = {
  kinds: { flow: 'Flow', component: 'Component', grammar: 'Grammar', language: 'Language' },
  create: {
    name: 'Package name',
    flows: 'Flows',
    components: 'Components',
    grammars: 'Grammars',
    languages: 'Languages',
    contents: 'Contents with dependencies',
    empty: 'Select flows, components, grammars or languages.',
    selected: 'selected',
    required_by: 'needed by %{names}',
    submit: 'Create and download',
    created: 'Package created: %{file}',
  },
  install: {
    file: 'Package file',
    kind: 'Kind',
    name: 'Name',
    change: 'Change',
    choose: 'Choose a package file (.json)',
    preview: 'What installing %{name} (version %{version}) changes',
    checksum_note:
      "The package's checksum matched: it proves the file was not damaged or changed after it was created, not who created it. Install packages only from sources you trust.",
    actions: { add: 'Added', replace: 'Replaced', keep: 'Kept (already there)' },
    replace_confirm:
      'Replace the %{smart_count} existing item |||| Replace the %{smart_count} existing items',
    submit: 'Install',
    running: 'Installing as a background task (%{progress} %)…',
    done: 'Installed: %{description}',
    failed: 'The installation failed and changed nothing: %{description}',
  },
};

/** The page's texts where the translator finds them, added when the page's code is downloaded (`definePage`). */
export const packageManagerTexts = { app: { packageManager: packageManagerMessages } };
