import { Router } from 'express';
import { requireAuth } from '../middleware/auth';
import { rateLimit } from '../middleware/rateLimit';
import * as orders from '../controllers/orders';

const router = Router();

router.use(requireAuth);

// ... existing code ...
