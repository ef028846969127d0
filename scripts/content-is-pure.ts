/**
 * app/content is data: importing a module of it does nothing but define values. Bundles are told
 * so, so that a page keeps only the words it reads: `translations.ts` gathers every module in
 * every language, and without this a German translation's top-level expressions (a spread, a
 * number written with toLocaleString) would keep its whole module in every page's site script
 * (measured: 30.7 → 105.8 kB, decision 0023).
 */
const contentModule = /[\\/]app[\\/]content[\\/]/;

export const moduleSideEffects = (id: string) => !contentModule.test(id);
