/** The site script's text, bundled for the browser (scripts/vite-site-script.ts). */
declare module "virtual:site-script" {
  const text: string;
  export default text;
}
