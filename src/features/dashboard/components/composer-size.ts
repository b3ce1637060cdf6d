// The composer's height before anything is typed (heading, two fields, the button): its
// placeholder holds this space while the composer's code loads, so the feed never moves.
// Measured in Chromium at 375–1600 px (330 px at every width); bench CLS checks it stays so.
export const COMPOSER_MIN_HEIGHT = '20.625rem';
