// @vitest-environment jsdom
/** DOMPurify needs a standards-faithful DOM (see widgets/sanitize.test.tsx): jsdom. */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDefinition } from '../../../engine/core/generated';
import { imageAllowedByPolicy } from '../../../engine/core/safeUrl';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import { ImageThumbnail } from '../../../engine/ui/ImageThumbnail';
import { SafeHtml } from '../../../engine/ui/SafeHtml';
import { sanitizeHtml, withoutInlineAttributes } from '../../../engine/ui/sanitize';
import { installTrustedTypesPolicy } from '../../../engine/ui/trustedTypes';

afterEach(cleanup);

const ORIGIN = 'http://127.0.0.1:4173';
const HOSTS = ['https://cdn.exemplo.com.br'];
const app = { security: { imageHosts: HOSTS } } as unknown as AppDefinition;

describe('image policy', () => {
  it('admits inline pictures, the own origin and the allow-list; nothing else', () => {
    expect(imageAllowedByPolicy('data:image/png;base64,AAAA', HOSTS, ORIGIN)).toBe(true);
    expect(imageAllowedByPolicy('/icons/logo.png', HOSTS, ORIGIN)).toBe(true);
    expect(imageAllowedByPolicy('logo.png', HOSTS, ORIGIN)).toBe(true);
    expect(imageAllowedByPolicy(`${ORIGIN}/x.png`, HOSTS, ORIGIN)).toBe(true);
    expect(imageAllowedByPolicy('https://cdn.exemplo.com.br/capa.jpg', HOSTS, ORIGIN)).toBe(true);
    expect(imageAllowedByPolicy('https://evil.example/x.png', HOSTS, ORIGIN)).toBe(false);
    expect(imageAllowedByPolicy('//evil.example/x.png', HOSTS, ORIGIN)).toBe(false);
    expect(imageAllowedByPolicy('http://cdn.exemplo.com.br/capa.jpg', HOSTS, ORIGIN)).toBe(false);
    expect(imageAllowedByPolicy('data:text/html,<script>x</script>', HOSTS, ORIGIN)).toBe(false);
  });

  it('an image thumbnail from a refused host shows its alternative text, without a request', () => {
    const { container } = render(
      <AppDefinitionContext.Provider value={app}>
        <ImageThumbnail src="https://evil.example/x.png" alt="Capa" />
        <ImageThumbnail src="https://cdn.exemplo.com.br/capa.jpg" alt="Permitida" />
      </AppDefinitionContext.Provider>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Permitida');
    expect(container.textContent).toContain('Capa');
  });
});

describe('sanitiser under the Content-Security-Policy', () => {
  it('drops style attributes, media and the attributes that fetch pictures behind the policy', () => {
    expect(sanitizeHtml('<p style="color:red" class="a">x</p>')).toBe('<p class="a">x</p>');
    expect(sanitizeHtml('<table background="https://evil.example/b.png"><tbody><tr><td>x</td></tr></tbody></table>')).not.toContain('background');
    expect(sanitizeHtml('<img src="/a.png" srcset="https://evil.example/b.png 2x">')).toBe('<img src="/a.png">');
    expect(sanitizeHtml('<video src="https://evil.example/v.mp4" poster="https://evil.example/p.png"></video><audio src="x"></audio>')).toBe('');
  });

  it('SafeHtml keeps images the policy admits and removes the address of the others', async () => {
    const { container } = render(
      <AppDefinitionContext.Provider value={app}>
        <SafeHtml html={'<img src="https://cdn.exemplo.com.br/a.jpg" alt="ok"><img src="https://evil.example/b.png" alt="fora">'} />
      </AppDefinitionContext.Provider>,
    );
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['https://cdn.exemplo.com.br/a.jpg', null]);
    expect(images[1].getAttribute('alt')).toBe('fora');
  });
});

describe('default Trusted Types policy', () => {
  it('runs every HTML string through DOMPurify once its chunk is in, escapes it before, and makes no scripts', async () => {
    // Fresh modules: the sanitiser not loaded yet (other tests here loaded it), as at the start of a visit.
    vi.resetModules();
    const { installTrustedTypesPolicy, loadHtmlSanitizer } = await import('../../../engine/ui/trustedTypes');
    let rules: { createHTML?: (input: string) => string; createScript?: unknown; createScriptURL?: unknown } | null = null;
    const createPolicy = vi.fn((name: string, given: typeof rules) => {
      rules = given;
      return { name };
    });
    vi.stubGlobal('trustedTypes', { createPolicy });
    try {
      installTrustedTypesPolicy();
      expect(createPolicy).toHaveBeenCalledWith('default', expect.any(Object));
      expect(rules!.createScript).toBeUndefined();
      expect(rules!.createScriptURL).toBeUndefined();
      // Before the sanitiser's chunk is in, markup stays text.
      expect(rules!.createHTML!('<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;');
      await loadHtmlSanitizer();
      expect(rules!.createHTML!('<b>x</b>')).toBe('<b>x</b>');
      expect(rules!.createHTML!('<img src=x onerror="alert(1)"><script>alert(2)</script>')).toBe('<img src="x">');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does nothing where the browser has no Trusted Types, or a default policy exists', async () => {
    expect(installTrustedTypesPolicy()).toBeUndefined();
    const createPolicy = vi.fn();
    vi.stubGlobal('trustedTypes', { createPolicy, defaultPolicy: {} });
    try {
      installTrustedTypesPolicy();
      expect(createPolicy).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('handler and style attributes never reach the parser', () => {
  it('leaves them out of start tags, quoted values with ">" included', () => {
    expect(withoutInlineAttributes('<img src="a.png" onerror="x()" alt="y"><p style="color:red" class=c>t</p>')).toBe('<img src="a.png"  alt="y"><p  class=c>t</p>');
    expect(withoutInlineAttributes(`<a title='1 > 0' ONCLICK=go() href="/x">l</a>`)).toBe(`<a title='1 > 0'  href="/x">l</a>`);
    expect(withoutInlineAttributes('<svg/onload=x()><details open ontoggle = "y()">')).toBe('<svg/><details open >');
  });

  it('keeps text, attributes that only start with "on" without a value, and everything outside tags', () => {
    const text = '<p>onde=aqui; style=livre; <b>ontem</b> <span data-on="1" one>x</span></p>';
    expect(withoutInlineAttributes(text)).toBe(text);
  });

  it('the sanitiser returns the same clean HTML', () => {
    const dirty = '<p style="x" onclick="y()">a<img src="/i.png" onerror=z()><svg onload=w()></svg></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>a<img src="/i.png"></p>');
  });
});
