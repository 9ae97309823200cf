/**
 * The agency as its travel documents and the public document check name it, from its Website
 * Settings (./website-settings.ts). A module of its own, without the settings' schemas: the device's
 * kept copy of it (src/db/agency.ts) is part of the mirror's code, which must not build the
 * validation library's schemas at start-up (docs/PERFORMANCE.md).
 */
import type { WebsiteSettings } from "./website-settings.ts";

/** The agency's name on its documents: the product's (the settings have no field for it). */
export const AGENCY_NAME = "Safar";

/** The agency as its travel documents and the public document check name it. */
export type Agency = {
  name: string;
  phone: string;
  email: string;
  address: string;
  website: string;
  workingHours: string;
};

/** The agency's public face from its settings: name, then the contact fields (empty when unset). */
export function agencyOf(s: WebsiteSettings): Agency {
  return {
    name: AGENCY_NAME,
    phone: s.contactInfo.phone.trim(),
    email: s.contactInfo.email.trim(),
    address: s.contactInfo.address.trim(),
    website: s.websiteUrl.trim(),
    workingHours: s.contactInfo.workingHours.trim(),
  };
}
