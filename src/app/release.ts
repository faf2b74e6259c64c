/** The release shown in the footer (SPEC §1, §9: release tag 2.0.31). */
export const RELEASE = '2.0.31';
