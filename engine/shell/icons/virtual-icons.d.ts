/** The 16 px SVG paths of the icons the engine's code names (iconAssetsPlugin, vite.config.ts). */
declare module 'virtual:icons/common' {
  export const icons16: Record<string, string[]>;
}

/** The 16 px SVG paths of the other icons the definitions name: the menu's, the screens' actions (iconAssetsPlugin). */
declare module 'virtual:icons/definitions' {
  export const icons16: Record<string, string[]>;
}
