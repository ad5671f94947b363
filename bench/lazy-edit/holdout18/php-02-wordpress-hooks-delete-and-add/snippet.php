<?php
/**
 * Plugin Name: Acme Reading Time
 * Description: Shows an estimated reading time above post content.
 * Version: 1.4.0
 * Author: Acme Digital
 * Text Domain: acme-reading-time
 */

// ... existing code ...

function acme_rt_enqueue_styles() {
	wp_enqueue_style(
		'acme-reading-time',
		plugins_url( 'assets/reading-time.css', __FILE__ ),
		array(),
		'1.4.0'
	);
}
add_action( 'wp_enqueue_scripts', 'acme_rt_enqueue_styles' );

function acme_rt_register_block() {
	register_block_type(
		__DIR__ . '/build/reading-time',
		array(
			'render_callback' => function () {
				return acme_rt_badge_html( get_the_ID() );
			},
		)
	);
}
add_action( 'init', 'acme_rt_register_block' );

function acme_rt_load_textdomain() {
	// ... existing code ...
}
add_action( 'plugins_loaded', 'acme_rt_load_textdomain' );
