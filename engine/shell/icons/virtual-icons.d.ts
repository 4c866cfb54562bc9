/**
 * The 16 px SVG paths of the icons the engine's code names in the signed-in frame and the lists, and which of the
 * two other modules holds each other known name (iconAssetsPlugin, vite.config.ts).
 */
declare module 'virtual:icons/common' {
  export const icons16: Record<string, string[]>;
  export const elsewhere: Record<string, 'more' | 'definitions'>;
}

/** The 16 px SVG paths of the other icons the engine's code names: forms, editors, the studio (iconAssetsPlugin). */
declare module 'virtual:icons/more' {
  export const icons16: Record<string, string[]>;
}

/** The 16 px SVG paths of the other icons the definitions name: the menu's, the screens' actions (iconAssetsPlugin). */
declare module 'virtual:icons/definitions' {
  export const icons16: Record<string, string[]>;
}
