import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Whether the window is too narrow for the full top bar: below `sm`, where react-admin's layout also turns the side
 * menu into a drawer, the section tabs move into that drawer.
 */
export const useCompactShell = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
