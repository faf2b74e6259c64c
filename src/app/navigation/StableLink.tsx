import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useStableNavigation, type StableNavigation } from './StableNavigation';

export type StableLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** An absolute console path (a relative one follows the address: a router link then). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a console page that does not render again when the address changes (see
 * {@link StableNavigationProvider}); outside the provider, react-router's link.
 */
export function StableLink(props: StableLinkProps) {
  const navigation = useStableNavigation();
  if (!navigation || !props.to.startsWith('/')) return <Link {...props} />;
  return <StableAnchor {...props} navigation={navigation} />;
}

function StableAnchor({
  to,
  navigation,
  onClick,
  children,
  ...rest
}: StableLinkProps & { navigation: StableNavigation }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    // react-router's rule: a link to the address itself does not add a history entry.
    navigation.navigate(to, { replace: navigation.isAt(to) });
  };
  return (
    <a {...rest} href={navigation.hrefOf(to)} onClick={click}>
      {children}
    </a>
  );
}

/** react-router's rule: a primary click without modifier keys, in this tab; anything else is the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  (!event.currentTarget.target || event.currentTarget.target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
