/** One message in both languages, side by side: ICU MessageFormat (`{count, plural, one {…} other {…}}`). */
export type Bilingual = { readonly en: string; readonly pa: string }

/** A namespace of the catalogue: messages, grouped as deeply as helps the reader. */
export type CatalogueTree = { readonly [key: string]: Bilingual | CatalogueTree }

/** A catalogue tree as one language's messages: every `{ en, pa }` leaf becomes a string. */
export type MessagesOf<Tree> = { [Key in keyof Tree]: Tree[Key] extends Bilingual ? string : MessagesOf<Tree[Key]> }
