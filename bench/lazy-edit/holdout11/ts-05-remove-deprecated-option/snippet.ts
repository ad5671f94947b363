//...existing code...
  sourceMaps: boolean;
  minify: boolean;
  target: string[];
  logLevel: LogLevel;
//...existing code...
  sourceMaps: true,
  minify: false,
  target: ['es2020'],
  logLevel: 'info',
//...existing code...
    define: { ...defaultConfig.define, ...user.define },
  };

  merged.rootDir = path.resolve(merged.rootDir);
//...existing code...
