<?php
/**
 * Plugin Name: Acme Reading Time
 * Description: Shows an estimated reading time above post content.
 * Version: 1.3.0
 * Author: Acme Digital
 * Text Domain: acme-reading-time
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const ACME_RT_WORDS_PER_MINUTE = 230;

function acme_rt_minutes( $post_id ) {
	$content = get_post_field( 'post_content', $post_id );
	$words   = str_word_count( wp_strip_all_tags( strip_shortcodes( $content ) ) );

	return max( 1, (int) ceil( $words / ACME_RT_WORDS_PER_MINUTE ) );
}

function acme_rt_badge_html( $post_id ) {
	$minutes = acme_rt_minutes( $post_id );

	return sprintf(
		'<p class="acme-reading-time">%s</p>',
		esc_html(
			sprintf(
				/* translators: %d: number of minutes */
				_n( '%d minute read', '%d minutes read', $minutes, 'acme-reading-time' ),
				$minutes
			)
		)
	);
}

function acme_rt_filter_content( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}

	return acme_rt_badge_html( get_the_ID() ) . $content;
}
add_filter( 'the_content', 'acme_rt_filter_content' );

function acme_rt_enqueue_styles() {
	wp_enqueue_style(
		'acme-reading-time',
		plugins_url( 'assets/reading-time.css', __FILE__ ),
		array(),
		'1.3.0'
	);
}
add_action( 'wp_enqueue_scripts', 'acme_rt_enqueue_styles' );

function acme_rt_legacy_shortcode() {
	return acme_rt_badge_html( get_the_ID() );
}
add_shortcode( 'reading_time', 'acme_rt_legacy_shortcode' );

function acme_rt_load_textdomain() {
	load_plugin_textdomain( 'acme-reading-time', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
}
add_action( 'plugins_loaded', 'acme_rt_load_textdomain' );
