import type { HTMLAttributes, ReactNode } from 'react';
import { openKept, type Kept } from '../../common/kept-in-page';

/** The markup of each kept region as the first document showed it, read once before React takes the element over. */
const documentMarkup = new Map<string, string>();

function markupInDocument(id: string): string | undefined {
  if (import.meta.env.SSR) return undefined;
  const known = documentMarkup.get(id);
  if (known !== undefined) return known;
  const element = document.querySelector(`[data-kept="${CSS.escape(id)}"]`);
  if (!element) return undefined;
  documentMarkup.set(id, element.innerHTML);
  return element.innerHTML;
}

/**
 * On the server: the markup of each shared region (the site frame) by its kept
 * value. The loader cache gives every render the same value until content
 * changes, so the frame is rendered once per change, not once per page; a
 * new value is a new key, and the old markup goes with the old value.
 */
const sharedMarkup = new WeakMap<object, string>();
/** Shared regions the render in progress drew itself, whose markup `rememberSharedMarkup` reads from its HTML. */
let drawnThisRender: { id: string; value: object }[] = [];

const endOf = (id: string) => `<template data-kept-end="${id}"></template>`;

/** Called by the server before a synchronous render (app/entry.server.tsx). */
export function beginRender() {
  drawnThisRender = [];
}

/** Called by the server with a synchronous render's HTML: keeps the markup of the shared regions it drew. */
export function rememberSharedMarkup(html: string) {
  for (const { id, value } of drawnThisRender) {
    const start = html.indexOf(` data-kept="${id}">`);
    if (start < 0) continue;
    const inner = start + ` data-kept="${id}">`.length;
    const end = html.indexOf(endOf(id), inner);
    if (end >= 0) sharedMarkup.set(value, html.slice(inner, end + endOf(id).length));
  }
  drawnThisRender = [];
}

type KeptHtmlProps<T> = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Unique on the site: the region's markup is found again by it. */
  id: string;
  value: Kept<T>;
  as?: 'div' | 'footer' | 'section' | 'nav' | 'ul';
  /** The region's markup: no state and no handler of its own (light links only), since the browser may only keep it. */
  children: (value: T) => ReactNode;
  /**
   * The markup depends on the value alone, never on the address (the site
   * frame): the server renders it once per value and writes it into every page.
   */
  shared?: boolean;
  /** What the browser shows when it has neither the value nor the document's markup (a region that first appears after a client navigation). */
  fallback?: ReactNode;
};

/**
 * A region rendered from a kept value (common/kept-in-page.ts, decision 0068).
 * The server renders it; the browser hydrating the document keeps the
 * server's markup as it stands (React does not descend into inner HTML), and
 * renders it itself only when a client navigation brought the value. The two
 * forms have different keys, so React replaces one with the other cleanly.
 */
export function KeptHtml<T>({ id, value, as: Tag = 'div', children, shared = false, fallback = null, ...attributes }: KeptHtmlProps<T>) {
  const live = openKept(value);
  if (import.meta.env.SSR && shared) {
    const known = sharedMarkup.get(value);
    // data-kept last, so that the start tag ends right after it (rememberSharedMarkup).
    if (known !== undefined) return <Tag {...attributes} data-kept={id} dangerouslySetInnerHTML={{ __html: known }} />;
    drawnThisRender.push({ id, value });
    return (
      <Tag {...attributes} data-kept={id}>
        {children(live as T)}
        <template data-kept-end={id} />
      </Tag>
    );
  }
  if (live !== undefined) {
    return (
      <Tag key="live" {...attributes} data-kept={id}>
        {children(live)}
      </Tag>
    );
  }
  const markup = markupInDocument(id);
  if (markup === undefined) return fallback;
  return <Tag key="kept" {...attributes} data-kept={id} dangerouslySetInnerHTML={{ __html: markup }} />;
}
