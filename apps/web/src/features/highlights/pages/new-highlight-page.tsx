import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBackNavigation } from '@/lib/use-back-navigation';
import { NewHighlightForm } from '../components/new-highlight-form';
import { sharedHighlightValues } from '../lib/shared-highlight-values';

export function NewHighlightPage() {
  const goBack = useBackNavigation('/highlights');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-6 flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Back" title="Back" onClick={goBack}>
          <ArrowLeft />
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">Add New Highlight</h1>
      </div>
      <Card className="p-5 sm:p-6">
        <NewHighlightForm onCancel={goBack} initialValues={sharedHighlightValues(params)} />
      </Card>
    </div>
  );
}
