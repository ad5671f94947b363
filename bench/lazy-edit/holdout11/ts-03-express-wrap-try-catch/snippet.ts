// ... existing code ...

router.post('/orders', requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const parsed = createOrderSchema.safeParse(req.body);
    if (!parsed.success) {
      return res.status(400).json({ error: parsed.error.flatten() });
    }
    const { productId, quantity, couponCode } = parsed.data;
    const product = await prisma.product.findUnique({ where: { id: productId } });
    if (!product) {
      return res.status(404).json({ error: 'Product not found' });
    }
    const order = await prisma.order.create({
      data: {
        userId: req.user!.id,
        couponCode,
        items: {
          create: [{ productId, quantity, unitPrice: product.price }],
        },
      },
      include: { items: true },
    });
    logger.info({ orderId: order.id }, 'order created');
    res.status(201).json(order);
  } catch (err) {
    logger.error({ err }, 'failed to create order');
    next(err);
  }
});

export default router;
