import * as chromeLauncher from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { chromeFlags } from '../../scripts/bench/lighthouse';

describe("the flags of the bench's Lighthouse browser", () => {
  it("leave out the browser's omnibox pop-up in one --disable-features that keeps chrome-launcher's", () => {
    const flags = chromeFlags();
    // Chromium reads only the last --disable-features: a second one would drop the first one's features.
    const disabling = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabling).toHaveLength(1);
    const disabled = disabling[0]!.slice('--disable-features='.length).split(',');
    const launcher = chromeLauncher.Launcher.defaultFlags()
      .find((flag) => flag.startsWith('--disable-features='))!
      .slice('--disable-features='.length)
      .split(',');
    expect(disabled).toEqual(
      expect.arrayContaining([...launcher, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });

  it("keep chrome-launcher's other defaults, the project's Chromium flags and an Arabic visitor's language", () => {
    const flags = chromeFlags();
    for (const flag of chromeLauncher.Launcher.defaultFlags().filter(
      (f) => !f.startsWith('--disable-features='),
    ))
      expect(flags).toContain(flag);
    expect(flags).toEqual(
      expect.arrayContaining(['--headless', '--no-sandbox', '--lang=ar', '--accept-lang=ar']),
    );
  });

  it('add the features a bench disables besides to the same one --disable-features', () => {
    const disabling = chromeFlags(['SpareRendererForSitePerProcess']).filter((flag) =>
      flag.startsWith('--disable-features='),
    );
    expect(disabling).toHaveLength(1);
    expect(disabling[0]!.split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'SpareRendererForSitePerProcess']),
    );
  });
});
