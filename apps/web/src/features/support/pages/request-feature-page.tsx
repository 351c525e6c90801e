import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBackNavigation } from '@/lib/use-back-navigation';
import { FeatureRequestForm } from '../components/feature-request-form';

export function RequestFeaturePage() {
  const goBack = useBackNavigation('/settings');
  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-6 flex items-start gap-2">
        <Button variant="ghost" size="icon" aria-label="Back" title="Back" onClick={goBack}>
          <ArrowLeft />
        </Button>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Request a Feature</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Pick the improvement you would most like to see in Precis.
          </p>
        </div>
      </div>
      <Card className="p-5 sm:p-6">
        <FeatureRequestForm onSubmitted={goBack} />
      </Card>
    </div>
  );
}
