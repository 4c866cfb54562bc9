/**
 * The 16 px SVG paths of the icons the engine's code names in the signed-in frame and the lists, and the names the
 * engine's second module holds (iconAssetsPlugin, vite.config.ts).
 */
declare module 'virtual:icons/common' {
  export const icons16: Record<string, string[]>;
  /** The names of `virtual:icons/more`, space-separated. */
  export const inMore: string;
}

/** The 16 px SVG paths of the other icons the engine's code names: forms, editors, the studio (iconAssetsPlugin). */
declare module 'virtual:icons/more' {
  export const icons16: Record<string, string[]>;
}

/** The 16 px SVG paths of the other icons the definitions name: the menu's, the screens' actions (iconAssetsPlugin). */
declare module 'virtual:icons/definitions' {
  export const icons16: Record<string, string[]>;
}
