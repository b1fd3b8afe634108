/**
 * Syntax rules shared by the provider's Check and the components' own argument validation, so a
 * bad label or name is rejected with the same words wherever it is written. Each rule returns the
 * problem (what is wrong and how to fix it) or nothing; callers attach the property path.
 */
package com.vkcsgpu.validation;
