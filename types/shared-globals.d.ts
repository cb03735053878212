// The one platform global contracts/ and i18n/ use: both the browser and Node have it, the
// ES library alone does not. Checked only by tsconfig.shared.json; the web and server floors
// take the real declaration from the DOM and Node types.
declare class URL {
  static canParse(url: string, base?: string): boolean;
}
