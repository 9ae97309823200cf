/**
 * What the Website Settings tabs share: the settings being edited and the setters for each part,
 * and the numeric inputs' text (kept as typed, parsed as integers on save).
 */
import {
  type ContactKey,
  type DesignKey,
  type FeatureKey,
  parseInteger,
  type WebsiteSettings,
} from "../settings.ts";

export type SettingsEditor = {
  draft: WebsiteSettings;
  /** The id of a field of this form (ids are unique per form). */
  fid: (name: string) => string;
  set: <K extends keyof WebsiteSettings>(key: K, value: WebsiteSettings[K]) => void;
  setFeature: (key: FeatureKey, value: boolean) => void;
  setDesign: (key: DesignKey, value: string) => void;
  setContact: (key: ContactKey, value: string) => void;
};

/** The numeric inputs keep their text while typed; they are parsed as integers on save. */
export type NumberDrafts = { bookingDeadline: string; maxPassengers: string };
export const numberDrafts = (s: WebsiteSettings): NumberDrafts => ({
  bookingDeadline: String(s.bookingDeadline),
  maxPassengers: String(s.maxPassengers),
});

/** The settings as they would be saved now (the number drafts parsed; empty keeps the last value). */
export function resolved(draft: WebsiteSettings, numbers: NumberDrafts): WebsiteSettings {
  return {
    ...draft,
    bookingDeadline: parseInteger(numbers.bookingDeadline, draft.bookingDeadline),
    maxPassengers: parseInteger(numbers.maxPassengers, draft.maxPassengers),
  };
}
