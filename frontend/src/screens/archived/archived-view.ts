import { ARCHIVED_PAGE_SIZES, ARCHIVED_SORT_FIELDS, DEFAULT_ARCHIVED_PAGE_SIZE } from '@solana-hub/contracts';
import { choiceField, pageField, textField, type UrlFields } from '../../app/url-state';
import type { ArchivedControlValues } from './archived-controls';

/**
 * What the trader typed and chose on /archived, and the page, as its URL writes them, so that
 * Back, reload and a shared link keep them: ?search=frog&sortBy=ath_multiple&sortOrder=asc&limit=100&athMultipleMin=2&page=3
 */
export interface ArchivedView extends ArchivedControlValues {
  page: number;
}

export const archivedViewFields: UrlFields<ArchivedView> = {
  search: textField,
  sortBy: choiceField(ARCHIVED_SORT_FIELDS),
  sortOrder: choiceField(['desc', 'asc']),
  limit: choiceField(ARCHIVED_PAGE_SIZES.map(String)),
  // Typed text, read by athMultipleRange like what is typed in the field.
  athMultipleMin: textField,
  athMultipleMax: textField,
  page: pageField,
};

export const defaultArchivedView: ArchivedView = {
  search: '',
  sortBy: 'first_seen',
  sortOrder: 'desc',
  limit: String(DEFAULT_ARCHIVED_PAGE_SIZE),
  athMultipleMin: '',
  athMultipleMax: '',
  page: 1,
};
