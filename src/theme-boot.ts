// Runs before the app: sets the theme so the first paint is already in the right colours.
import { applyTheme } from "./ui/theme.ts";

applyTheme();
