/** What the public auth pages read from their definition (`settings` of a custom screen). */
export interface AuthScreenDefinition {
  title: string;
  settings?: {
    /** Product name shown above the card. */
    brand?: string;
    /** The provider's statement shown beside the form. */
    tagline?: string;
  };
}
