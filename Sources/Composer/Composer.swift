// Composer module
