package com.acme.game.entities;

import com.acme.game.math.Vector2;
import com.acme.game.world.World;

public class Projectile extends Entity {

    private static final float MAX_LIFETIME = 3.0f;
    private static final float GRAVITY = -9.81f;

    private Vector2 velocity;
    private final int damage;
    private final boolean affectedByGravity;
    private float age;

    public Projectile(Vector2 position, Vector2 velocity, int damage, boolean affectedByGravity) {
        super(position);
        this.velocity = velocity;
        this.damage = damage;
        this.affectedByGravity = affectedByGravity;
    }

    @Override
    public void update(World world, float dt) {
        age += dt;
        if (age > MAX_LIFETIME) {
            destroy();
            return;
        }
        if (affectedByGravity) {
            velocity = velocity.add(new Vector2(0, GRAVITY * dt));
        }
        position = position.add(velocity.scale(dt));
        Entity hit = world.firstCollision(this);
        if (hit != null) {
            hit.takeDamage(damage);
            destroy();
        }
    }

    public int getDamage() {
        return damage;
    }
}
