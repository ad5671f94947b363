// ... existing code ...
	$quantity = isset( $input['quantity'] ) ? absint( $input['quantity'] ) : 0;
	if ( $quantity < 1 || $quantity > 20 ) {
		$errors['quantity'] = __( 'Choose between 1 and 20 tickets.', 'acme-tickets' );
	}
	// ... existing code ...
	$name = isset( $input['name'] ) ? sanitize_text_field( $input['name'] ) : '';
	if ( '' === $name ) {
		$errors['name'] = __( 'Enter the name for the tickets.', 'acme-tickets' );
	}

	$phone = isset( $input['phone'] ) ? preg_replace( '/[^0-9+]/', '', $input['phone'] ) : '';
	if ( '' !== $phone && strlen( $phone ) < 7 ) {
		$errors['phone'] = __( 'Enter a valid phone number or leave it empty.', 'acme-tickets' );
	}
	// ... existing code ...
	return array(
		'quantity' => $quantity,
		'email'    => $email,
		'name'     => $name,
		'phone'    => $phone,
		'event_id' => $event_id,
	);
}
// ... existing code ...
