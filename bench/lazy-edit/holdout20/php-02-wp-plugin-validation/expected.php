<?php
/**
 * Plugin Name: Acme Event Tickets
 * Description: Sells tickets for Acme community events.
 * Version: 1.4.0
 */

defined( 'ABSPATH' ) || exit;

const ACME_TICKETS_VERSION = '1.4.0';

function acme_tickets_register_post_type() {
	register_post_type(
		'acme_event',
		array(
			'labels'       => array(
				'name'          => __( 'Events', 'acme-tickets' ),
				'singular_name' => __( 'Event', 'acme-tickets' ),
			),
			'public'       => true,
			'has_archive'  => true,
			'show_in_rest' => true,
			'supports'     => array( 'title', 'editor', 'thumbnail' ),
			'rewrite'      => array( 'slug' => 'events' ),
		)
	);
}
add_action( 'init', 'acme_tickets_register_post_type' );

function acme_tickets_sanitize_order( array $input ) {
	$errors = array();

	$quantity = isset( $input['quantity'] ) ? absint( $input['quantity'] ) : 0;
	if ( $quantity < 1 || $quantity > 20 ) {
		$errors['quantity'] = __( 'Choose between 1 and 20 tickets.', 'acme-tickets' );
	}

	$email = isset( $input['email'] ) ? sanitize_email( $input['email'] ) : '';
	if ( ! is_email( $email ) ) {
		$errors['email'] = __( 'Enter a valid email address.', 'acme-tickets' );
	}

	$name = isset( $input['name'] ) ? sanitize_text_field( $input['name'] ) : '';
	if ( '' === $name ) {
		$errors['name'] = __( 'Enter the name for the tickets.', 'acme-tickets' );
	}

	$phone = isset( $input['phone'] ) ? preg_replace( '/[^0-9+]/', '', $input['phone'] ) : '';
	if ( '' !== $phone && strlen( $phone ) < 7 ) {
		$errors['phone'] = __( 'Enter a valid phone number or leave it empty.', 'acme-tickets' );
	}

	$event_id = isset( $input['event_id'] ) ? absint( $input['event_id'] ) : 0;
	if ( 'acme_event' !== get_post_type( $event_id ) ) {
		$errors['event_id'] = __( 'Unknown event.', 'acme-tickets' );
	}

	if ( $errors ) {
		return new WP_Error( 'acme_tickets_invalid', __( 'Please fix the highlighted fields.', 'acme-tickets' ), $errors );
	}

	return array(
		'quantity' => $quantity,
		'email'    => $email,
		'name'     => $name,
		'phone'    => $phone,
		'event_id' => $event_id,
	);
}

function acme_tickets_enqueue_assets() {
	if ( ! is_singular( 'acme_event' ) ) {
		return;
	}
	wp_enqueue_style( 'acme-tickets', plugins_url( 'assets/tickets.css', __FILE__ ), array(), ACME_TICKETS_VERSION );
	wp_enqueue_script( 'acme-tickets', plugins_url( 'assets/tickets.js', __FILE__ ), array(), ACME_TICKETS_VERSION, true );
}
add_action( 'wp_enqueue_scripts', 'acme_tickets_enqueue_assets' );
