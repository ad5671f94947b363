const express = require('express');
const cors = require('cors');
const morgan = require('morgan');
// ... existing code ...
app.use(morgan('tiny'));
app.use(cors({ origin: process.env.CORS_ORIGIN }));
app.use(express.json());
// ... existing code ...
