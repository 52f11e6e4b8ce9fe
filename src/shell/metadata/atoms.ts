import { atom } from 'jotai';

/** Options the page metadata request uses (page-shell §3, §7 use-metadata-options). */
export interface MetadataOptions {
  productCode?: string;
  nameVariation?: string;
}

export const metadataOptionsAtom = atom<MetadataOptions>({});
