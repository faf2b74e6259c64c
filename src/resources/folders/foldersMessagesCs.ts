/** Czech texts of the folders area (same keys as its manifest's English `messages`). */
export const foldersCs = {
  folders: {
    title: 'Složky',
    show: 'Zobrazit složky',
    hide: 'Skrýt složky',
    breadcrumb: 'Cesta ke složce',
    tree: 'Strom složek',
    create: 'Nová složka',
    rename: 'Přejmenovat složku',
    remove: 'Odstranit složku',
    remove_confirm: 'Odstranit složku „%{name}“?',
    name: 'Název složky',
    created: 'Složka vytvořena',
    renamed: 'Složka přejmenována',
    removed: 'Složka odstraněna',
  },
};
