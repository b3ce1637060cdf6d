// German texts of the shared feedback states.
export const feedbackTexts = {
  loading: 'Wird geladen …',
  errorTitle: 'Das hat nicht geklappt',
  retry: 'Erneut versuchen',
} as const;
