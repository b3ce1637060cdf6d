// A button (or, with asChild, a link) in the theme's one "chosen" look: mark the chosen
// one with aria-pressed (toggles, filters) or aria-current="page" (links).
import { chakra } from '@chakra-ui/react';
import { choiceRecipe } from '../../theme/recipes/choice';

export const ChoiceButton = chakra('button', choiceRecipe);
