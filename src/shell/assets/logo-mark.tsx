// The portal's logo, drawn inline rather than loaded as an image: the start's first paint then
// waits for no image request (issue #18: on a slow network each request before the paint is a
// round trip), and the CSP (img-src 'self') needs no data: URL. Decorative: the link around it
// carries the name (shellTexts.logoLabel).
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export function LogoMark(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" flexShrink={0} {...props}>
      <rect x="1" y="1" width="38" height="38" rx="11" fill="#1db954" />
      <path d="M16 28.5V12.2l13-3v15.6" fill="none" stroke="#04140a" strokeWidth="2.6" strokeLinejoin="round" />
      <ellipse cx="12.6" cy="28.6" rx="4.2" ry="3.3" fill="#04140a" />
      <ellipse cx="25.6" cy="25" rx="4.2" ry="3.3" fill="#04140a" />
    </chakra.svg>
  );
}
