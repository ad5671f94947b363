<?php
/**
 * Plugin Name: Acme Reading Time
 * Description: Shows an estimated reading time above post content.
 * Version:     1.4.0
 * Author:      Acme Digital
 * License:     GPL-2.0-or-later
 * Text Domain: acme-reading-time
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ACME_RT_VERSION', '1.4.0' );
define( 'ACME_RT_WORDS_PER_MINUTE', 220 );
// ... existing code ...
	$words   = str_word_count( wp_strip_all_tags( $post->post_content ) );
	$wpm     = max( 1, (int) apply_filters( 'acme_rt_words_per_minute', ACME_RT_WORDS_PER_MINUTE, $post ) );
	$minutes = max( 1, (int) ceil( $words / $wpm ) );
	update_post_meta( $post->ID, '_acme_rt_minutes', $minutes );
// ... existing code ...
function acme_rt_enqueue_styles() {
	if ( ! is_singular( 'post' ) ) {
		return;
	}

	wp_enqueue_style(
// ... existing code ...
