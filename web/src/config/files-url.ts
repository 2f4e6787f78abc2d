/**
 * The file store's base URL from the runtime config (`filesUrl`), set once the console's
 * configuration is read, as Amplify's is: the item report fetches its fonts from there.
 */
let base = '';

export function setFilesUrl(url: string) {
  base = url;
}

/** The public URL of a key of the file store. */
export function fileStoreUrl(key: string): string {
  return `${base}/${key}`;
}

let mapStyle: string | undefined;

/** The runtime config's hosted map style (`mapStyleUrl`), if the deployment names one. */
export function setMapStyleUrl(url: string | undefined) {
  mapStyle = url;
}

export function mapStyleUrl(): string | undefined {
  return mapStyle;
}
