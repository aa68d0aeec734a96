export * from '@upah/ui/button';
