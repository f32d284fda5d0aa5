import { Injectable } from '@nestjs/common';
import { renderAppIcon } from './app-icon.renderer.js';
import { APP_ICONS, type AppIcon } from './web-app-manifest.js';

/** Each site's icons, drawn once per process on first request: a few kilobytes each, and a site's colour is fixed. */
@Injectable()
export class AppIcons {
  private readonly drawn = new Map<string, Promise<Buffer>>();

  /** The icon a file name of the manifest names, or undefined for any other name. */
  iconNamed(file: string): AppIcon | undefined {
    return APP_ICONS.find((icon) => icon.file === file);
  }

  png(icon: AppIcon, themeColor: string): Promise<Buffer> {
    const key = `${themeColor}/${icon.file}`;
    let png = this.drawn.get(key);
    if (!png) {
      png = renderAppIcon(icon, themeColor);
      this.drawn.set(key, png);
    }
    return png;
  }
}
