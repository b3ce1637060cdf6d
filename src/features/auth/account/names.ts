// "Max_Mustermann" → "Max Mustermann": how a character's name reads.
export const characterName = (name: string) => name.replace(/_/g, ' ');
