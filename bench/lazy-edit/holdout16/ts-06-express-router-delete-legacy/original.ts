import { Router } from 'express';
import { requireAuth } from '../middleware/auth';
import { rateLimit } from '../middleware/rateLimit';
import { legacyTokenAuth } from '../middleware/legacyTokenAuth';
import * as orders from '../controllers/orders';

const router = Router();

// Deprecated: v1 mobile clients still call these with a static token.
// Remove once the 2.x apps are gone (tracked in OPS-1432).
router.get('/legacy/:id', legacyTokenAuth, orders.show);
router.post('/legacy/:id/cancel', legacyTokenAuth, orders.cancel);

router.use(requireAuth);

router.get('/', orders.list);
router.get('/export.csv', rateLimit({ windowMs: 60_000, max: 5 }), orders.exportCsv);
router.get('/:id', orders.show);
router.post('/', rateLimit({ windowMs: 60_000, max: 30 }), orders.create);
router.patch('/:id', orders.update);
router.post('/:id/cancel', orders.cancel);
router.post('/:id/refund', rateLimit({ windowMs: 60_000, max: 10 }), orders.refund);

router.get('/:id/items', orders.listItems);
router.post('/:id/items', orders.addItem);
router.delete('/:id/items/:itemId', orders.removeItem);

export default router;
