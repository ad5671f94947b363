// ...existing code...
const morgan = require("morgan");
const rateLimit = require("express-rate-limit");

// ...existing code...

function createApp() {
  const app = express();

  // ...existing code...

  if (config.env !== "test") {
    app.use(morgan(config.env === "production" ? "combined" : "dev"));
  }

  const authLimiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: 20,
    standardHeaders: "draft-7",
    legacyHeaders: false,
  });

  app.use("/health", healthRouter);
  app.use("/api/auth", authLimiter, authRouter);
  app.use("/api/users", usersRouter);

  // ...existing code...
}

// ...existing code...
