// German texts of the artist page.
export const artistTexts = {
  /** Fixed listener count, as in the spec. */
  listeners: '23.000 Hörer',
  pictureLabel: (artistName: string) => `Bild von ${artistName}`,
  playTrack: (title: string) => `„${title}“ abspielen`,
  label: 'Künstler',
};
