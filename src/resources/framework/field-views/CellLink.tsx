import { styled, type Theme } from '@mui/material/styles';
import { StableLink } from '../../../app/navigation/StableLink';

// Computed once per theme: the style function runs on every render of every link (dozens on a list page), and the
// faint underline's colour (`alpha`) parses and writes a colour each time.
const linkStyles = new WeakMap<Theme, ReturnType<typeof linkStyleOf>>();

const linkStyleOf = (theme: Theme) => ({
  color: (theme.vars || theme).palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
});

/**
 * MUI Link's look (primary colour, always underlined, the underline fainter until hovered) as one styled element.
 * A list page shows dozens of links (references, e-mail addresses) and mounts them again on every page change; MUI's
 * Link is four components and two style computations each.
 */
const linkStyle = ({ theme }: { theme: Theme }) => {
  let style = linkStyles.get(theme);
  if (!style) {
    style = linkStyleOf(theme);
    linkStyles.set(theme, style);
  }
  return style;
};

/** A link to an address outside the console (mailto:, tel:, https:). */
export const PlainLink = styled('a')(linkStyle);

/** A link to a console page; it does not render again on a navigation (a list's next page). */
export const ConsoleLink = styled(StableLink)(linkStyle);
