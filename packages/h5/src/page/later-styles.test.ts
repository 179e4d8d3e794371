import { afterEach, describe, expect, it } from 'vitest';
import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import { takeLaterStyles } from './later-styles.ts';

const linked = () =>
  Array.from(document.head.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('takeLaterStyles', () => {
  it('links the held-back sheets once, and marks each as there but those already linked', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a/inlined.css" disabled>' +
      '<link rel="stylesheet" href="/a/tapped.css">' +
      `<template id="${LATER_STYLES_ID}">` +
      '<link rel="stylesheet" href="/a/sheets/later.css">' +
      '<link rel="stylesheet" href="/a/video.css" disabled>' +
      '<link rel="stylesheet" href="/a/tapped.css" disabled>' +
      '</template>';
    const marked = () =>
      Array.from(document.head.querySelectorAll('link[disabled]')).map((l) =>
        l.getAttribute('href'),
      );
    // A template's links are inert: nothing is fetched or applied before.
    expect(linked()).toEqual(['/a/tapped.css']);
    const link = takeLaterStyles(document);
    // The marks go in at once, the sheets when asked.
    expect(marked()).toEqual(['/a/inlined.css', '/a/video.css']);
    expect(linked()).toEqual(['/a/tapped.css']);
    link();
    expect(linked()).toEqual(['/a/tapped.css', '/a/sheets/later.css']);
    expect(document.getElementById(LATER_STYLES_ID)).toBeNull();
    takeLaterStyles(document)();
    expect(linked()).toHaveLength(2);
    expect(marked()).toHaveLength(2);
  });

  it('does nothing on a page without held-back sheets', () => {
    document.body.innerHTML = `<div id="${LATER_STYLES_ID}"><link rel="stylesheet" href="/x.css"></div>`;
    takeLaterStyles(document)();
    expect(linked()).toEqual([]);
  });
});
