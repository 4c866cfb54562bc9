/** The 16 px SVG paths of the icons the definitions and the engine's code name (iconAssetsPlugin, vite.config.ts). */
declare module 'virtual:icons/common' {
  export const icons16: Record<string, string[]>;
}
